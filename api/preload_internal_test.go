package api

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Every page module the server preloads is a file of the web app: a renamed
// page would otherwise lose its preload without a word.
func TestPageModulesAreFilesOfTheWebApp(t *testing.T) {
	t.Parallel()
	for _, m := range pageModules {
		_, err := os.Stat(filepath.Join("..", "web", filepath.FromSlash(m.module)))
		assert.NoError(t, err, m.module)
	}
}

package graph

// environmentDisplay names the environments of feature toggles.
var environmentDisplay = map[string]string{
	"local": "Local", "development": "Development", "uat": "UAT", "production": "Production",
}

// The web app is not Go. This file makes web/ a module of its own, so that the
// Go files some npm packages ship in node_modules stay out of the project's ./...
module github.com/hackforge/hackforge/web

go 1.26

package store

// UserColumns lets the tests compare userTables with the schema.
var UserColumns = userColumns

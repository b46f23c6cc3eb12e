DROP TABLE server_keys;

DROP TABLE participant_departures;

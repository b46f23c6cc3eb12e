DROP TABLE announcement_deliveries;
DROP TABLE announcements;

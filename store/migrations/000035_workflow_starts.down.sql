DROP TABLE workflow_starts;

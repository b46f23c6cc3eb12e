DROP TABLE email_opt_outs;

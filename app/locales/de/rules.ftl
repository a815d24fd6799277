## rules

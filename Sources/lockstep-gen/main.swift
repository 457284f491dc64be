// The CLI lands in the generator issue.

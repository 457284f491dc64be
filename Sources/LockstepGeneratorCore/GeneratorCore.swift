// The generator core lands in the generator issue.

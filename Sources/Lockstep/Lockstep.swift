// The runtime lands in the runtime issue.

# Sourced by the scripts that drive SwiftPM: `swift_` runs `swift` with the given arguments, once more if it
# crashed. SwiftPM itself has been seen to crash (SIGSEGV inside swift-package, an SQLite assertion in
# swift-build) on this kind of machine; a crash is the toolchain's, not a verdict on this package, so such a
# command runs once more, and fails if it crashes again.
swift_() {
    local status=0
    swift "$@" || status=$?
    if [ "$status" -ge 128 ]; then
        echo "swift $* crashed (status $status); running it once more" >&2
        status=0
        swift "$@" || status=$?
    fi
    return "$status"
}

/// What a watch's observer must show.
enum WatchState<T> {
    /// The reference's current value.
    case live
    /// Removed: `isRemoved`, one of these values for good, one removal notification and nothing after it.
    case removed([T])
    /// Cut off from the store (`removeAll`, or a value never stored): this value for good, nothing delivered.
    case detached(T)
}

import Observation

/// The floor of `observation_read`: a book held by a plain `@Observable` class, as an app's model would hold it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class ObservedBook {
    var value: BenchBook

    init(value: BenchBook) {
        self.value = value
    }
}

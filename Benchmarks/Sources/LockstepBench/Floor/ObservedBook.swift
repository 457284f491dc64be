import Observation

/// The floor of `observation_read`: a book held by a plain `@Observable` class, as an app's model would hold it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
final class ObservedBook {
    /// The book, read through the class's registrar.
    var value: BenchBook

    /// A model holding `value`.
    init(value: BenchBook) {
        self.value = value
    }
}

import Lockstep

/// A fake screen: it observes one value in the store and prints it each time it changes, the way a view
/// would re-render.
final class Screen<Value>: @unchecked Sendable {
    private let name: String
    private let render: (Value) -> String
    private var subscription: Subscription?

    init(_ name: String, observing observer: EntityObserver<Value>, render: @escaping (Value) -> String) {
        self.name = name
        self.render = render
        subscription = observer.observe { [weak self] value in
            self?.show(value)
        }
    }

    private func show(_ value: Value) {
        Console.print("[\(name)]", render(value))
    }
}

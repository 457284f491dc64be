import Lockstep

/// A fake screen: it observes one value in the store and prints it each time it changes, the way a view
/// would re-render.
final class Screen<Value>: @unchecked Sendable {
    private let name: String
    private let render: (Value) -> String
    /// Whether a render that prints what the screen printed last is left out (see `init`).
    private let printsRepeats: Bool
    /// What the screen printed last. Written on the store's queue only, where notifications arrive one at a time.
    private var lastPrinted: String?
    private var subscription: Subscription?

    /// `printsRepeats: false` is for a screen that shows a summary, such as a count: a change it does not show (a
    /// like on a post it counts) prints nothing, as a view whose text stays the same draws nothing new.
    init(
        _ name: String, observing observer: EntityObserver<Value>, printsRepeats: Bool = true,
        render: @escaping (Value) -> String
    ) {
        self.name = name
        self.render = render
        self.printsRepeats = printsRepeats
        subscription = observer.observe { [weak self] value in
            self?.show(value)
        }
    }

    private func show(_ value: Value) {
        let text = render(value)
        guard printsRepeats || text != lastPrinted else { return }
        lastPrinted = text
        Console.print("[\(name)]", text)
    }
}

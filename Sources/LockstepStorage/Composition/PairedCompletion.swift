/// Waits for the two halves of a zipped operation, which may finish on any threads in any order, and
/// completes once with both.
final class PairedCompletion<Left, Right> {
    private let outcomes = Locked<(left: ShallowsResult<Left>?, right: ShallowsResult<Right>?)>((nil, nil))
    private let completion: (ShallowsResult<(Left, Right)>) -> Void

    init(completion: @escaping (ShallowsResult<(Left, Right)>) -> Void) {
        self.completion = completion
    }

    func completeLeft(with result: ShallowsResult<Left>) {
        finish(outcomes.withLock { outcomes in
            outcomes.left = result
            return outcomes.right.map { (result, $0) }
        })
    }

    func completeRight(with result: ShallowsResult<Right>) {
        finish(outcomes.withLock { outcomes in
            outcomes.right = result
            return outcomes.left.map { ($0, result) }
        })
    }

    /// Calls the completion, outside the lock, when the second half has arrived.
    private func finish(_ both: (ShallowsResult<Left>, ShallowsResult<Right>)?) {
        guard let (left, right) = both else { return }
        completion(zip(left, right))
    }
}

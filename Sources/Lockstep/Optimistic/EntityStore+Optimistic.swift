// Foundation brings the platform's C library (`pthread_self`).
import Foundation

extension EntityStore {
    /// Shows `body`'s writes at once, as an optimistic layer over the server's data, and returns the handle that
    /// ends the layer.
    ///
    /// ```swift
    /// let like = store.optimistic { $0.update(Post.self, id: 7) { $0.liked = true; $0.likes += 1 } }
    /// do {
    ///     try await api.like(7)
    ///     like.commit()
    /// } catch {
    ///     like.rollback()   // the post shows what the server says, with any change it pushed meanwhile
    /// }
    /// ```
    ///
    /// `body` writes through the store it is given, with the usual calls (store, update, remove with its
    /// cascade, alias writes). Everything that reads the store (`find`, observers, aliases, Observation,
    /// `values`, Combine) sees the base (the server's data) with the open layers applied over it, in the order
    /// they were opened. Opening the layer is one write: each observer is notified at most once, and only when
    /// what it sees changed.
    ///
    /// Writes made outside a layer while it is open (the server's) go to the base: an `update` reads and writes
    /// the base value, stamps compare with the base's, and then every open layer's body is applied again on
    /// top. **`body` may therefore run again**, on the thread of any later write, as long as the layer is open:
    /// it must have no effect beyond writing to the store it is given, and should not read values captured
    /// before (write `$0.likes += 1`, not `likes = oldLikes + 1`).
    ///
    /// A write to the store from another thread waits while a layer event (opening, ending, or a write under the
    /// layers) runs, since it is applied beneath the layers; `find` does not wait, and may, during such an event,
    /// see the base without the layers for a moment (observers never do). No lock of the store is held while
    /// `body` runs. Do not call `optimistic`, nor end a layer with ``OptimisticUpdate/commit(_:)``, inside a
    /// body; ``OptimisticUpdate/rollback()`` and ``OptimisticUpdate/commit()`` called there take effect once
    /// the write that runs the body is over.
    ///
    /// - Parameter body: the layer's writes.
    /// - Returns: the handle that commits or rolls back the layer. Releasing it without either rolls back.
    @discardableResult
    public func optimistic(_ body: @escaping @Sendable (EntityStore) -> Void) -> OptimisticUpdate {
        let layer = runLayerEvent({ state in
            precondition(
                state.optimistic?.isOwnedByCurrentThread != true,
                "store.optimistic called inside an optimistic body or a write it re-applies layers for"
            )
            let layers = state.optimistic ?? OptimisticLayers()
            state.optimistic = layers
            let layer = layers.push(body)
            layers.journal.recordsBase = true
            return (layers, (layer: layer, isListening: state.changes.isListening))
        }) { _, opened in
            let number = opened.layer.number
            if opened.isListening {
                write(stamp: nil) { engine in engine.state.changes.record(.ready(.layerOpened(layer: number))) }
            }
            opened.layer.body(self)
            return number
        }
        // Opening a layer is never refused.
        return OptimisticUpdate(layer: layer!, store: self)
    }

    // MARK: Layer events

    /// Runs a write made on a thread where layers exclude it (see `OptimisticLayers.excludesCurrentThread`) as a
    /// layer event: the layers undone, the write applied to the base, the layers applied again.
    @usableFromInline
    func writeUnderLayers<R>(_ layers: OptimisticLayers, _ write: () -> R) -> R {
        let result = runLayerEvent({ _ in (layers, layers.open) }) { layers, open in
            rebase(layers, reapplying: open, write)
        }
        // A write under the layers is never refused.
        return result!
    }

    /// Ends `layer` as `end` says, or, with `answer`, commits it by replacing it with `answer`'s writes. Ending a
    /// layer that is not open does nothing.
    func end(_ layer: Int, _ end: LayerEnd, answer: ((EntityStore) -> Void)? = nil) {
        let ended: Bool?
        if answer == nil, let alone = endAlone(layer, end) {
            ended = alone
        } else {
            typealias Ending = (closed: OptimisticLayer, remaining: [OptimisticLayer])
            ended = runLayerEvent({ state -> (OptimisticLayers, Ending)? in
                guard let layers = state.optimistic, layers.isOpen(layer) else { return nil }
                guard !layers.isOwnedByCurrentThread else {
                    precondition(answer == nil, "commit(_:) called inside an optimistic body")
                    layers.queuedEnds.append((layer, end))
                    return nil
                }
                return layers.close(layer).map { (layers, (closed: $0, remaining: layers.open)) }
            }) { layers, ending in
                rebase(layers, reapplying: ending.remaining, recording: end.change(of: layer)) {
                    if let answer {
                        answer(self)
                    } else if end == .commit {
                        ending.closed.body(self)
                    }
                }
                return true
            }
        }
        if ended == true, end == .release, let logger {
            logger.didRollBackReleasedOptimisticUpdate(layer: layer)
        }
    }

    /// Ends `layer` in one plain write, when it is the only open layer and no event runs (a like, then the
    /// server's answer): rolled back, the base is put back; committed, what shows becomes the base as it is. The
    /// write notifies what changed as any write does, and writes go straight to the store again after it. Returns
    /// whether the layer was open, or nil when it must end as a layer event (another layer is open, or an event
    /// runs).
    private func endAlone(_ layer: Int, _ end: LayerEnd) -> Bool? {
        let engine = lock.lockForWrite()
        guard let layers = engine.state.optimistic, layers.isOnlyOpenLayer(layer) else {
            let isOpen = engine.state.optimistic?.isOpen(layer) == true
            lock.unlock()
            return isOpen ? nil : false
        }
        // The layer's body may hold the user's objects: released after the lock.
        let closed = layers.close(layer)
        // The base copies hold nodes and values: released after the lock.
        let copies = performWrite(engine, stamp: nil) { engine in
            engine.state.changes.record(end.change(of: layer))
            let journal = layers.journal
            return end == .commit ? journal.forgetBase(in: engine) : journal.restoreBase(in: engine, asWrite: true)
        }
        withExtendedLifetime((copies, closed)) {}
        return true
    }

    /// Runs a layer event (see ``OptimisticLayers``). With the store's gate held, and then its lock, `prepare` says
    /// which layers the event is for and what `step` needs (nil: no event); the event begins with this thread its
    /// owner. Then `step` runs, without the lock. The writes' notifications are held back (the journal sees every
    /// node they change); at the end, only the observers whose visible value changed are notified, once. Then
    /// makes the ends this thread asked for meanwhile.
    ///
    /// - Returns: what `step` returned, or nil when `prepare` refused.
    func runLayerEvent<P, R>(
        _ prepare: (StoreState) -> (OptimisticLayers, P)?, _ step: (OptimisticLayers, P) -> R
    ) -> R? {
        // The gate comes before the store's lock in the lock order. The thread running an event takes it again
        // only to be refused (`prepare` queues the end it asks for, or stops).
        layerGate.lock()
        guard let (layers, prepared) = lock.withLock({ state in
            prepare(state).map { layers, prepared in
                layers.owner = pthread_self()
                lock.engine.journal = layers.journal
                return (layers, prepared)
            }
        }) else {
            layerGate.unlock()
            return nil
        }
        let result = step(layers, prepared)
        let (released, queued) = lock.withLock { state in
            (endEvent(of: layers, in: state), layers.queuedEnds.takeAll())
        }
        layerGate.unlock()
        // The shown values hold nodes and values: released here, after both locks.
        withExtendedLifetime(released) {}
        for (layer, end) in queued {
            self.end(layer, end)
        }
        return result
    }

    /// Ends the layer event running on this thread, the store's lock held: notifies the observers of every node
    /// whose visible value changed (at the end of the transaction open on this thread, if one is), and brings the
    /// live lists up to date. Returns the shown values, to be released after the locks.
    func endEvent(of layers: OptimisticLayers, in state: StoreState) -> [HeldValue] {
        var (nodes, released) = layers.journal.endEvent()
        lock.engine.journal = nil
        layers.owner = nil
        if state.liveLists?.isEmpty == false {
            // Every node whose visible value the event changed, placed again, then the lists it changed in the end.
            _ = state.updateLiveLists(with: nodes, duringEvent: true)
            nodes += state.endLiveListEvent()
        }
        if !nodes.isEmpty {
            notify(nodes, deep: false, in: state)
        }
        return released
    }

    /// The step of an event beneath the layers: puts the base back in one write (which records `change`), runs
    /// `body` over it, then applies the bodies of `open`, oldest first, their writes recording base copies.
    private func rebase<R>(
        _ layers: OptimisticLayers, reapplying open: [OptimisticLayer], recording change: PendingChange? = nil,
        _ body: () -> R
    ) -> R {
        // The base copies hold nodes and values: released after the lock.
        let copies = write(stamp: nil) { engine in
            if let change {
                engine.state.changes.record(change)
            }
            return layers.journal.restoreBase(in: engine)
        }
        withExtendedLifetime(copies) {}
        let result = body()
        lock.withLock { _ in layers.journal.recordsBase = true }
        for layer in open {
            layer.body(self)
        }
        lock.withLock { _ in layers.journal.recordsBase = false }
        return result
    }
}

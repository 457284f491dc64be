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
        let layers = lock.withLock { state in
            precondition(
                state.optimistic?.isOwnedByCurrentThread != true,
                "store.optimistic called inside an optimistic body or a write it re-applies layers for"
            )
            if let layers = state.optimistic { return layers }
            let layers = OptimisticLayers()
            state.optimistic = layers
            return layers
        }
        let layer = runLayerEvent(layers, prepare: { state in
            let layer = layers.push(body)
            layers.journal.recordsBase = true
            return (layer, state.changes.isListening)
        }, { (layer: OptimisticLayer, isListening: Bool) in
            if isListening {
                write(stamp: nil) { engine in engine.state.changes.record(.layerOpened(layer.number)) }
            }
            layer.body(self)
            return layer
        })
        return OptimisticUpdate(layer: layer, store: self)
    }

    // MARK: Layer events

    /// Runs a write made on a thread where layers exclude it (see `OptimisticLayers.excludesCurrentThread`) as a
    /// layer event: the layers undone, the write applied to the base, the layers applied again.
    @usableFromInline
    func writeUnderLayers<R>(_ layers: OptimisticLayers, _ write: () -> R) -> R {
        runLayerEvent(layers, prepare: { _ in layers.open }, { open in
            restoreBase(of: layers)
            let result = write()
            reapply(open, over: layers)
            return result
        })
    }

    /// Ends `layer` as `end` says, or, with `answer`, commits it by replacing it with `answer`'s writes.
    func end(_ layer: OptimisticLayer, _ end: LayerEnd, answer: ((EntityStore) -> Void)? = nil) {
        let layers: OptimisticLayers? = lock.withLock { state in
            guard !layer.isEnded, let layers = state.optimistic else { return nil }
            guard !layers.isOwnedByCurrentThread else {
                precondition(answer == nil, "commit(_:) called inside an optimistic body")
                layers.queue(end, of: layer)
                return nil
            }
            return layers
        }
        guard let layers else { return }
        let ended = runLayerEvent(layers, prepare: { state in
            (wasOpen: layers.close(layer), remaining: layers.open, isListening: state.changes.isListening)
        }, { (wasOpen: Bool, remaining: [OptimisticLayer], isListening: Bool) -> Bool in
            guard wasOpen else { return false }
            let change: PendingChange = end == .commit ? .layerCommitted(layer.number) : .layerRolledBack(layer.number)
            let keepsWhatShows = end == .commit && answer == nil && remaining.isEmpty
            write(stamp: nil) { engine in
                if isListening {
                    engine.state.changes.record(change)
                }
                if keepsWhatShows {
                    // The only layer: what the store shows becomes the base as it is.
                    layers.journal.forgetBase(in: engine)
                } else {
                    layers.journal.restoreBase(in: engine)
                }
            }
            guard !keepsWhatShows else { return true }
            if let answer {
                answer(self)
            } else if end == .commit {
                layer.body(self)
            }
            reapply(remaining, over: layers)
            return true
        })
        if ended, end == .release, let logger {
            logger.didRollBackReleasedOptimisticUpdate(layer: layer.number)
        }
    }

    /// Runs a layer event (see ``OptimisticLayers``): with the gate held and this thread its owner, runs `prepare`
    /// under the store's lock as the event begins, then `step` with what it returned. The writes' notifications are
    /// held back (the journal sees every node they change); at the end, only the observers whose visible value
    /// changed are notified, once. Then makes the ends this thread asked for meanwhile.
    func runLayerEvent<P, R>(_ layers: OptimisticLayers, prepare: (StoreState) -> P, _ step: (P) -> R) -> R {
        layers.gate.lock()
        let prepared = lock.withLock { state in
            layers.beginEvent()
            lock.engine.journal = layers.journal
            return prepare(state)
        }
        let result = step(prepared)
        let (released, queued) = lock.withLock { state in
            let (nodes, released) = layers.journal.endEvent()
            lock.engine.journal = nil
            layers.endEvent()
            if !nodes.isEmpty {
                if state.openTransactions > 0, let frame = TransactionFrame.current(for: self) {
                    frame.defer(nodes)
                } else {
                    enqueueNotifications(of: nodes)
                }
            }
            return (released, layers.takeQueuedEnds())
        }
        layers.gate.unlock()
        // The shown values hold nodes and values: released here, after both locks.
        withExtendedLifetime(released) {}
        for (layer, end) in queued {
            self.end(layer, end)
        }
        return result
    }

    /// Puts the base back (see ``LayerJournal/restoreBase(in:)``), as one write of the running event.
    private func restoreBase(of layers: OptimisticLayers) {
        write(stamp: nil) { engine in layers.journal.restoreBase(in: engine) }
    }

    /// Applies the bodies of `open`, oldest first, over the base, their writes recording base copies.
    private func reapply(_ open: [OptimisticLayer], over layers: OptimisticLayers) {
        guard !open.isEmpty else { return }
        lock.withLock { _ in layers.journal.recordsBase = true }
        for layer in open {
            layer.body(self)
        }
        lock.withLock { _ in layers.journal.recordsBase = false }
    }
}

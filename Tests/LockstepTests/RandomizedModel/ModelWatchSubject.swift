/// What a watch observes.
enum WatchSubject {
    /// One entity: removed with it.
    case entity(ModelKey)
    /// The observer returned by `store(entities:)`: drops removed elements.
    case batch(ModelBatch)
    /// An alias: follows it forever.
    case alias
}

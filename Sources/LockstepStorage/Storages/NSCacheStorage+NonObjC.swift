import Foundation

// `NSCacheStorage` keeps Foundation objects; these turn a storage of them into one of the Swift types they
// stand for. Each is defined for every kind of storage a transform applies to.

extension StorageProtocol where Key == NSString {
    /// A storage used with `String` keys.
    public func toNonObjCKeys() -> Storage<String, Value> {
        mapKeys { NSString(string: $0) }
    }
}

extension ReadOnlyStorageProtocol where Key == NSString {
    /// A storage read with `String` keys.
    public func toNonObjCKeys() -> ReadOnlyStorage<String, Value> {
        mapKeys { NSString(string: $0) }
    }
}

extension WriteOnlyStorageProtocol where Key == NSString {
    /// A storage written with `String` keys.
    public func toNonObjCKeys() -> WriteOnlyStorage<String, Value> {
        mapKeys { NSString(string: $0) }
    }
}

extension StorageProtocol where Key == NSURL {
    /// A storage used with `URL` keys.
    public func toNonObjCKeys() -> Storage<URL, Value> {
        mapKeys { $0 as NSURL }
    }
}

extension StorageProtocol where Value == NSString {
    /// A storage of `String`s.
    public func toNonObjCValues() -> Storage<Key, String> {
        mapValues(transformIn: { $0 as String }, transformOut: { NSString(string: $0) })
    }
}

extension ReadOnlyStorageProtocol where Value == NSString {
    /// A storage of `String`s, read only.
    public func toNonObjCValues() -> ReadOnlyStorage<Key, String> {
        mapValues { $0 as String }
    }
}

extension WriteOnlyStorageProtocol where Value == NSString {
    /// A storage that takes `String`s.
    public func toNonObjCValues() -> WriteOnlyStorage<Key, String> {
        mapValues { NSString(string: $0) }
    }
}

extension StorageProtocol where Value == NSData {
    /// A storage of `Data`.
    public func toNonObjCValues() -> Storage<Key, Data> {
        mapValues(transformIn: { $0 as Data }, transformOut: { NSData(data: $0) })
    }
}

extension StorageProtocol where Value == NSURL {
    /// A storage of `URL`s.
    public func toNonObjCValues() -> Storage<Key, URL> {
        mapValues(transformIn: { $0 as URL }, transformOut: { $0 as NSURL })
    }
}

extension StorageProtocol where Value == NSDate {
    /// A storage of `Date`s.
    public func toNonObjCValues() -> Storage<Key, Date> {
        mapValues(transformIn: { $0 as Date }, transformOut: { $0 as NSDate })
    }
}

import Foundation

/// A storage in an `NSCache`, which evicts values when memory runs low: a memory front that never makes the
/// app's footprint grow without bound.
///
/// `NSCache` holds objects only; `toNonObjCKeys()` and `toNonObjCValues()` turn a storage of `NSString`,
/// `NSData`, `NSURL` or `NSDate` into one of `String`, `Data`, `URL` or `Date`:
///
/// ```swift
/// let cache = NSCacheStorage<NSString, NSString>()
///     .toNonObjCKeys()
///     .toNonObjCValues()                      // Storage<String, String>
/// ```
///
/// Every call finishes before it returns, as with ``MemoryStorage``.
public final class NSCacheStorage<Key: AnyObject, Value: AnyObject>: StorageProtocol {
    /// Why an `NSCacheStorage` could not return a value.
    public enum Error: MissingValueError, CustomStringConvertible {
        /// Nothing is stored under `key` (the key as text): never set, removed, or evicted.
        case noValue(key: String)

        /// Always true: the only failure of a cache is a missing value.
        public var isMissingValue: Bool { true }

        /// The key and the reason, for logs.
        public var description: String {
            switch self {
            case .noValue(let key): "no value for key \"\(key)\" in the cache (never set, removed, or evicted)"
            }
        }
    }

    /// The cache that holds the values.
    public let cache: NSCache<Key, Value>
    /// `nscache`.
    public let storageName = "nscache"

    /// Creates a storage in `storage`, a new cache by default.
    public init(storage: NSCache<Key, Value> = NSCache()) {
        cache = storage
    }

    /// Passes the object cached for `key` to `completion` before returning, or ``Error/noValue(key:)``.
    public func retrieve(forKey key: Key, completion: @escaping (ShallowsResult<Value>) -> Void) {
        guard let object = cache.object(forKey: key) else {
            return completion(.failure(Error.noValue(key: "\(key)")))
        }
        completion(.success(object))
    }

    /// Caches `value` under `key`, then calls `completion` before returning.
    public func set(_ value: Value, forKey key: Key, completion: @escaping (ShallowsResult<Void>) -> Void) {
        cache.setObject(value, forKey: key)
        completion(.success(()))
    }

    /// Evicts the object cached for `key`, then calls `completion` before returning.
    public func remove(forKey key: Key, completion: @escaping (ShallowsResult<Void>) -> Void) {
        cache.removeObject(forKey: key)
        completion(.success(()))
    }
}

// @unchecked Sendable: the only state is the cache, which is thread-safe (`NSCache` locks every access), and
// its immutable name; the keys and values that cross threads are `Sendable` here.
extension NSCacheStorage: @unchecked Sendable where Key: Sendable, Value: Sendable {}

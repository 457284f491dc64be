// A module the target depends on (read as context: nothing is generated for it). Its own `Identifiable` types
// are entities of the target's, classified by the generator like the target's: one runtime call for their shape,
// and the generator's own warning where they cannot be kept in sync.
import Foundation

public struct Instance: Codable, Hashable, Identifiable {
    public let id: Int
    public let domain: String
}

public struct Software: Codable, Hashable {
    public let name: String
}

public enum Transport: String, Codable {
    case activityPub, diaspora
}

public struct Ban: Codable {
    public let id: Int
}

// Its module's own extension counts like its declaration.
extension Ban: Identifiable {}

// Its protocols are followed: one that refines `Identifiable` makes an entity, one that refines nothing of the
// store's a plain value.
public protocol Moderated {}
public protocol Followable: Identifiable {}

public struct Report: Moderated, Codable {
    public let id: Int
}

public struct Account: Followable, Codable {
    public let id: Int
}

// A protocol of another module may bring anything: left to the compiler.
public struct Remote: RemoteProtocol {
    public let id: Int
}

// An attached macro may make a type an entity: the generator says it cannot tell, where it matters.
@Tracked
public struct Relay: Codable, Hashable {
    public let url: URL
}

// A generic type that is no wrapper: entities inside it cannot be reached, which the generator reports.
public struct Lossy<Element: Decodable>: Decodable {
    public let value: Element?
}

// Its module applies the plugin: an annotated generic wrapper conforms whatever its arguments.
// lockstep: wrapper
public struct Page<Item: Identifiable> {
    public var items: [Item]
}

public enum Namespace {
    public struct Peer: Codable, Identifiable {
        public let id: Int
    }
}

import Foundation
@testable import Models
@preconcurrency import Combine
import struct Collections.OrderedSet
public import Shared
import Foundation
import Lockstep
#if canImport(UIKit)
import UIKit
#endif

// lockstep: aggregate
struct Imported: Identifiable {
    var id: Int
    var book: Book
}

// Its case accessors name `Book`, a type of `Models`: the generated file needs the input's imports.
// lockstep: wrapper
enum Shelf {
    case imported(Imported)
    case book(Book)
}

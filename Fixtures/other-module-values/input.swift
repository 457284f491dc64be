import Foundation
import CoreLocation
import Billing

// Properties typed with another module's types: the generator cannot see whether such a type is Equatable,
// Identifiable or StructurallyEquatable, so it reports nothing and leaves the choice to the runtime
// (`compareAny`): a structural comparison if the type has one, its `==` if it is Equatable and not Identifiable,
// and bitwise otherwise. Standard values and the target's own types are compared without that look-up.
struct Place: Identifiable {
    var id: Int
    var coordinate: CLLocationCoordinate2D
    var price: Billing.Money?
    var invoices: [Billing.Invoice]
    var website: URL
    var rating: Rating
}

struct Rating {
    var stars: Int
}

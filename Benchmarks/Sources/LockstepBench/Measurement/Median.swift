/// The median of measurements.
enum Median {
    /// The middle value of `values` (the mean of the two middle ones for an even count); 0 when empty.
    static func of(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}

/// The image on the front of a wellbeing card (seed 002, entries 19-26): the artwork of a
/// default card, or an image file the user chose from their phone's gallery.
public enum CardImage: Hashable, Codable, Sendable {
    /// The pre-existing artwork the default cards use, by name (seed 002, entry 22).
    case artwork(String)
    /// An image file from the phone's gallery, by file name; it ends in one of
    /// ``CardImage/fileExtensions`` (seed 002, entries 22-24).
    case file(String)

    /// The file extensions a gallery image may have, lower case (seed 002, entry 24: ".png
    /// .jpeg .jpg .bmp etc."; the "etc." read as the two other formats phones save, GIF and
    /// HEIC).
    public static let fileExtensions = [".png", ".jpeg", ".jpg", ".bmp", ".gif", ".heic"]

    /// A gallery image, accepted only when `reference` ends in an image extension, in any
    /// case (seed 002, entry 23: "Files will not be available for use unless they are of a
    /// particular image file extension").
    public static func custom(_ reference: String) throws(CardError) -> CardImage {
        guard isImageFile(reference) else { throw .notAnImage(reference: reference, allowed: fileExtensions) }
        return .file(reference)
    }

    /// Whether `reference` names an image file: a non-empty name followed by one of
    /// ``fileExtensions``, in any case.
    public static func isImageFile(_ reference: String) -> Bool {
        let lowered = reference.lowercased()
        return fileExtensions.contains { lowered.hasSuffix($0) && lowered.count > $0.count }
    }

    /// The artwork's name or the file's name.
    public var reference: String {
        switch self {
        case .artwork(let name), .file(let name): name
        }
    }
}

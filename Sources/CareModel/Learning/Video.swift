/// A video of the learning centre (seed 004, "Virtual learning space - users can watch
/// videos"; DR6.FR8.0: points for "watching videos"): its identifier, title, length and the
/// trimester it is offered in.
public struct Video: Hashable, Sendable {
    /// The video's identifier, e.g. `safe-sleep`.
    public let id: String
    /// Its title.
    public let title: String
    /// Its length in seconds.
    public let lengthSeconds: Int
    /// The trimester it is offered in; nil when it is offered at every stage.
    public let trimester: Trimester?

    /// Creates a video; the identifier must not be empty and the length must be positive.
    public init(id: String, title: String, lengthSeconds: Int, trimester: Trimester? = nil) throws(VideoError) {
        guard !id.isEmpty else { throw .emptyIdentifier }
        guard lengthSeconds > 0 else { throw .invalidLength(lengthSeconds) }
        self.id = id
        self.title = title
        self.lengthSeconds = lengthSeconds
        self.trimester = trimester
    }

    /// Whether the video is offered in `trimester`: a video for every stage always is; a
    /// person whose stage is unknown (nil) is offered every video.
    public func isOffered(in trimester: Trimester?) -> Bool {
        guard let own = self.trimester, let trimester else { return true }
        return own == trimester
    }
}

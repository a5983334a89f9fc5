package dev.lilt.pipe;

/** How {@link AsyncPublisher#publishAsync(Object, AsyncPublishStrategy)} runs the handlers. */
public enum AsyncPublishStrategy {
    /** One after another in subscription order: a handler starts when the previous stage completed. */
    SEQUENTIAL,
    /** All started at once, in subscription order, on the publishing thread; awaited together. */
    PARALLEL
}

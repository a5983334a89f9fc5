package dev.lilt.pipe;

/**
 * The Reactive Streams TCK against the Flow view delivered on the publishing thread, elements
 * published before demand (as many as the buffer holds). See {@link FlowViewTckHarness}.
 */
public class FlowPublisherUpFrontTckTest extends FlowViewTckHarness {
    /** The configuration. */
    public FlowPublisherUpFrontTckTest() {
        super(Mode.PUBLISHING_THREAD, Publishing.UP_FRONT);
    }
}

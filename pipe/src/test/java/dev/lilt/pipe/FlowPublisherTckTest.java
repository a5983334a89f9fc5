package dev.lilt.pipe;

/**
 * The Reactive Streams TCK against the Flow view delivered on the publishing thread, elements
 * published only as they are requested. See {@link FlowViewTckHarness}.
 */
@SuppressWarnings("exports") // TestNG needs a public class; its supertype lives on the class path
public class FlowPublisherTckTest extends FlowViewTckHarness {
    /** The configuration. */
    public FlowPublisherTckTest() {
        super(Mode.PUBLISHING_THREAD, Publishing.ON_DEMAND);
    }
}

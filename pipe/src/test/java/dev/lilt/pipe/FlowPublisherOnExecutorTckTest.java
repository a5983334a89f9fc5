package dev.lilt.pipe;

/**
 * The Reactive Streams TCK against the Flow view delivered on an executor ({@code
 * on(executor)}), elements published before demand (as many as the buffer holds). See {@link
 * FlowViewTckHarness}.
 */
public class FlowPublisherOnExecutorTckTest extends FlowViewTckHarness {
    /** The configuration. */
    public FlowPublisherOnExecutorTckTest() {
        super(Mode.ON_EXECUTOR, Publishing.UP_FRONT);
    }
}

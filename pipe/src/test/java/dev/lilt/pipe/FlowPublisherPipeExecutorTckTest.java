package dev.lilt.pipe;

/**
 * The Reactive Streams TCK against the Flow view of a pipe built with a delivery executor,
 * elements published before demand (as many as the buffer holds). See {@link FlowViewTckHarness}.
 */
public class FlowPublisherPipeExecutorTckTest extends FlowViewTckHarness {
    /** The configuration. */
    public FlowPublisherPipeExecutorTckTest() {
        super(Mode.PIPE_EXECUTOR, Publishing.UP_FRONT);
    }
}

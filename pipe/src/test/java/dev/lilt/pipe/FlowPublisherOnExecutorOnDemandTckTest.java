package dev.lilt.pipe;

/**
 * The Reactive Streams TCK against the Flow view delivered on an executor ({@code
 * on(executor)}), elements published only as they are requested. See {@link FlowViewTckHarness}.
 */
public class FlowPublisherOnExecutorOnDemandTckTest extends FlowViewTckHarness {
    /** The configuration. */
    public FlowPublisherOnExecutorOnDemandTckTest() {
        super(Mode.ON_EXECUTOR, Publishing.ON_DEMAND);
    }
}

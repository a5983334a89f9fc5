package dev.lilt.pipe;

import java.util.Map;

/**
 * What JMX shows of a pipe built with {@link MessagePipeBuilder#registerMBean(boolean)}, under
 * {@code dev.lilt:type=MessagePipe,name=<name>}. Every attribute covers the pipe and its open
 * scopes. Counts are exact: a publish or failure that returned before a read is in it, and a
 * count read again is never smaller. Use with {@link java.lang.management.ManagementFactory}'s
 * platform server and {@code JMX.newMXBeanProxy}, or in JConsole / Mission Control.
 */
public interface MessagePipeMXBean {
    /**
     * The name in the pipe's ObjectName: the builder's name with characters other than letters,
     * digits, {@code . _ -} and space replaced by {@code _}, or {@code pipe-<n>} if unnamed.
     *
     * @return the pipe's name
     */
    String getName();

    /**
     * Counts the live subscriptions of every kind (plain, keyed, buffered, async, request).
     *
     * @return the number of live subscriptions
     */
    int getSubscriptionCount();

    /**
     * Counts the live subscriptions per message (or request) type.
     *
     * @return class name to a count above zero
     */
    Map<String, Integer> getSubscriptionCounts();

    /**
     * Counts the publishes of every message type since the pipe was built: each call of a
     * {@code publish} or {@code publishAsync} that passed its argument checks, whether or not
     * anyone was subscribed or a handler failed.
     *
     * @return the number of publishes
     */
    long getPublishCount();

    /**
     * Counts the publishes per message type since the pipe was built; a type appears once a
     * publisher or subscriber for it was obtained.
     *
     * @return class name to a count, zero included
     */
    Map<String, Long> getPublishCounts();

    /**
     * Counts handler failures since the pipe was built: each handler that threw, returned no
     * stage or a failed stage, or whose delivery queue refused a message, whether the error
     * handler took it or the publish threw. Request handlers' failures, which go to the
     * requester, are not counted.
     *
     * @return the number of delivery failures
     */
    long getDeliveryFailureCount();

    /**
     * Counts the leaked subscriptions reported since the pipe was built; always zero unless the
     * pipe was built with {@link MessagePipeBuilder#detectLeaks(boolean)}.
     *
     * @return the number of leak reports
     */
    long getLeakReportCount();

    /**
     * Counts the dead messages reported since the pipe was built; always zero unless the pipe
     * was built with {@link MessagePipeBuilder#deadMessageHandler(MessageHandler)}.
     *
     * @return the number of dead-message reports
     */
    long getDeadMessageCount();
}

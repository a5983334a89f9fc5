package dev.lilt.pipe.remote.testkit;

import dev.lilt.pipe.remote.MessageNotSentException;
import dev.lilt.pipe.remote.MessageOutcomeUnknownException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * What one fault run saw: per publish its outcome ({@link #NOT_SENT}, {@link #UNKNOWN}, else the
 * receiver count), and the messages the subscribers handled; lost, duplicated and out of order are
 * counted from them. Each run prints its line, where the engines' pages take their figures from.
 *
 * @param run what was done
 * @param sent publishes made
 * @param ok publishes that completed
 * @param notSent publishes that failed with {@link MessageNotSentException}
 * @param unknown publishes that failed with {@link MessageOutcomeUnknownException}
 * @param received messages handled, repeats included
 * @param lost messages published and never handled
 * @param duplicated handlings of a message already handled
 * @param outOfOrder arrivals of a lower number after a higher one, as the caller counted them
 */
public record FaultTally(String run, int sent, int ok, int notSent, int unknown, int received, int lost,
        int duplicated, int outOfOrder) {
    /** The outcome of a publish that failed with {@link MessageNotSentException}. */
    public static final long NOT_SENT = -100;
    /** The outcome of a publish that failed with {@link MessageOutcomeUnknownException}. */
    public static final long UNKNOWN = -200;

    /** Counts a run and prints its line. */
    public static FaultTally of(String run, long[] outcomes, List<Integer> received, int outOfOrder) {
        int ok = 0;
        int notSent = 0;
        int unknown = 0;
        for (long outcome : outcomes) {
            if (outcome == NOT_SENT) {
                notSent++;
            } else if (outcome == UNKNOWN) {
                unknown++;
            } else {
                ok++;
            }
        }
        Set<Integer> distinct = new HashSet<>(received);
        FaultTally tally = new FaultTally(run, outcomes.length, ok, notSent, unknown, received.size(),
                outcomes.length - distinct.size(), received.size() - distinct.size(), outOfOrder);
        System.out.println("fault tally " + tally);
        return tally;
    }

    /** Messages that arrived after a higher number had (count each subscriber process on its own). */
    public static int outOfOrder(List<Integer> received) {
        int max = -1;
        int late = 0;
        for (int n : received) {
            if (n < max) {
                late++;
            }
            max = Math.max(max, n);
        }
        return late;
    }

    /**
     * Each publish's outcome, waiting up to {@code seconds} for each: the receiver count, or
     * {@link #NOT_SENT} or {@link #UNKNOWN}; any other failure is an {@link AssertionError}.
     */
    public static long[] outcomes(List<CompletableFuture<Long>> sends, long seconds) throws Exception {
        long[] outcomes = new long[sends.size()];
        for (int i = 0; i < outcomes.length; i++) {
            Throwable failure = sends.get(i).handle((n, f) -> f).get(seconds, TimeUnit.SECONDS);
            if (failure == null) {
                outcomes[i] = sends.get(i).join();
            } else if (failure instanceof MessageNotSentException) {
                outcomes[i] = NOT_SENT;
            } else if (failure instanceof MessageOutcomeUnknownException) {
                outcomes[i] = UNKNOWN;
            } else {
                throw new AssertionError("publish " + i + " failed with neither outcome type", failure);
            }
        }
        return outcomes;
    }
}

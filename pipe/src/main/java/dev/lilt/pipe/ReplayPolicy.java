package dev.lilt.pipe;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * How much a replay broker keeps for new subscribers: the last {@code count} messages, those
 * younger than a {@link Duration}, or both (a message must pass both to be kept), as RxJava's
 * {@code ReplaySubject.createWithSize}, {@code createWithTime} and {@code createWithTimeAndSize}.
 *
 * <p>A message's age is measured from the moment its publish stored it, on a nanosecond ticker
 * ({@link System#nanoTime()} unless {@link #withTicker(LongSupplier)} gives another, for tests); a
 * message whose age has reached {@code maxAge} is no longer replayed. Immutable and thread-safe.
 */
public final class ReplayPolicy {
    private static final LongSupplier SYSTEM_TICKER = System::nanoTime;

    private final int maxCount;
    private final Duration maxAge;
    private final LongSupplier ticker;

    private ReplayPolicy(int maxCount, Duration maxAge, LongSupplier ticker) {
        this.maxCount = maxCount;
        this.maxAge = maxAge;
        this.ticker = ticker;
    }

    /**
     * Keeps the last {@code count} messages.
     *
     * @param count how many messages a new subscriber receives at most, at least 1
     * @return the policy
     * @throws IllegalArgumentException if {@code count} is below 1
     */
    public static ReplayPolicy last(int count) {
        return new ReplayPolicy(checkCount(count), null, SYSTEM_TICKER);
    }

    /**
     * Keeps the messages younger than {@code maxAge}, however many.
     *
     * @param maxAge the age at which a message stops being replayed, above zero
     * @return the policy
     * @throws NullPointerException if {@code maxAge} is null ("maxAge == null")
     * @throws IllegalArgumentException if {@code maxAge} is zero or negative
     */
    public static ReplayPolicy within(Duration maxAge) {
        return new ReplayPolicy(Integer.MAX_VALUE, checkAge(maxAge), SYSTEM_TICKER);
    }

    /**
     * Keeps at most the last {@code count} messages, and of those only the ones younger than
     * {@code maxAge}.
     *
     * @param count how many messages a new subscriber receives at most, at least 1
     * @param maxAge the age at which a message stops being replayed, above zero
     * @return the policy
     * @throws NullPointerException if {@code maxAge} is null ("maxAge == null")
     * @throws IllegalArgumentException if {@code count} is below 1, or {@code maxAge} is zero or negative
     */
    public static ReplayPolicy lastWithin(int count, Duration maxAge) {
        return new ReplayPolicy(checkCount(count), checkAge(maxAge), SYSTEM_TICKER);
    }

    /**
     * This policy measuring ages on {@code nanoTicker} instead of {@link System#nanoTime()}: a
     * source of nanoseconds that never goes back, read under the broker's lock at each publish and
     * each replay. Two policies are equal only with the same ticker object.
     *
     * @param nanoTicker the time source, in nanoseconds
     * @return a policy with the same limits and that ticker
     * @throws NullPointerException if {@code nanoTicker} is null ("nanoTicker == null")
     */
    public ReplayPolicy withTicker(LongSupplier nanoTicker) {
        return new ReplayPolicy(maxCount, maxAge, Objects.requireNonNull(nanoTicker, "nanoTicker == null"));
    }

    /**
     * The most messages kept.
     *
     * @return the count limit, {@link Integer#MAX_VALUE} for a policy limited by age alone
     */
    public int maxCount() {
        return maxCount;
    }

    /**
     * The age limit.
     *
     * @return the age at which a message stops being replayed, or empty for a policy limited by count alone
     */
    public Optional<Duration> maxAge() {
        return Optional.ofNullable(maxAge);
    }

    /**
     * The time source ages are measured on.
     *
     * @return the nanosecond ticker: {@code System::nanoTime}, or the one given to {@link #withTicker(LongSupplier)}
     */
    public LongSupplier ticker() {
        return ticker;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ReplayPolicy && ((ReplayPolicy) o).maxCount == maxCount
                && Objects.equals(((ReplayPolicy) o).maxAge, maxAge) && ((ReplayPolicy) o).ticker == ticker;
    }

    @Override
    public int hashCode() {
        return 31 * maxCount + Objects.hashCode(maxAge);
    }

    @Override
    public String toString() {
        String count = maxCount == Integer.MAX_VALUE ? "" : "last " + maxCount;
        String age = maxAge == null ? "" : "within " + maxAge;
        String ticked = ticker == SYSTEM_TICKER ? "" : ", own ticker";
        return "ReplayPolicy[" + count + (count.isEmpty() || age.isEmpty() ? "" : ", ") + age + ticked + "]";
    }

    private static int checkCount(int count) {
        if (count < 1) {
            throw new IllegalArgumentException("count must be >= 1: " + count);
        }
        return count;
    }

    private static Duration checkAge(Duration maxAge) {
        Objects.requireNonNull(maxAge, "maxAge == null");
        if (maxAge.isZero() || maxAge.isNegative()) {
            throw new IllegalArgumentException("maxAge must be above zero: " + maxAge);
        }
        return maxAge;
    }
}

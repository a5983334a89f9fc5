package dev.lilt.pipe;

/**
 * Subscribes handlers to the messages of one type whose key matches a pattern; obtain with
 * {@link MessagePipe#patternSubscriber(Class)}.
 *
 * <p>Syntax. A key and a pattern are split into segments at every {@code '.'} (so {@code ""} is
 * one empty segment and {@code "a..b"} has three). A pattern segment is
 * <ul>
 *   <li>{@code *}: exactly one key segment, whatever it holds (an empty one included);</li>
 *   <li>{@code **}: zero or more key segments; only as the last segment, so {@code "player.**"}
 *       matches {@code "player"}, {@code "player.hit"} and {@code "player.7.hit"}, and
 *       {@code "**"} matches every key;</li>
 *   <li>anything else: a literal, equal to the key segment (case-sensitive); it must not contain
 *       {@code '*'}.</li>
 * </ul>
 * So {@code "player.*"} matches {@code "player.hit"} but neither {@code "player"} nor
 * {@code "player.7.hit"}; {@code "*.hit"} matches {@code "player.hit"} and {@code "enemy.hit"}.
 *
 * <p>Order. A publish calls each matching subscription once. One pattern's subscriptions run in
 * subscription order. Across patterns, the publish walks the key's segments from the left and, at
 * each depth, calls the {@code **} subscriptions of the prefix matched so far, then the patterns
 * that continue with the literal segment, then those that continue with {@code *}; a pattern that
 * ends where the key ends is called when the walk reaches it.
 *
 * <p>Thread-safe, with the ordering of {@link Subscriber}: once {@code subscribe} returns, every
 * publish that starts afterwards, on any thread, calls the handler for every key the pattern
 * matches; once the subscription's {@code close} returns, none does. Subscribe and close take the
 * broker's lock and cost in proportion to the pattern's length and the number of patterns that
 * share its prefix at each depth (a copy of that level's table).
 *
 * @param <T> the message type
 */
public interface PatternSubscriber<T> {
    /**
     * Subscribes a handler to every key {@code pattern} matches. The pipe's global filters wrap
     * it, and it runs on the pipe's delivery executor if the pipe has one.
     *
     * @param pattern the key pattern (see the class comment)
     * @param handler the handler
     * @return the subscription
     * @throws NullPointerException if {@code pattern} ("pattern == null") or {@code handler}
     *     ("handler == null") is null
     * @throws IllegalArgumentException if {@code pattern} has a {@code '*'} inside a segment, or
     *     {@code **} before its last segment (the message quotes the pattern)
     * @throws IllegalStateException if the pipe or scope is closed
     */
    Subscription subscribe(String pattern, MessageHandler<? super T> handler);
}

package dev.lilt.pipe.nats.internal;

import java.util.ArrayList;
import java.util.List;

/**
 * Keys and patterns as NATS subjects: a key becomes {@code prefix.key} (or the key itself with no
 * prefix); a pattern of the pipe's syntax becomes the NATS subjects that match exactly its keys.
 */
public final class Subjects {
    /*
     * Design note.
     *
     * The pipe's pattern syntax splits at '.', '*' is one segment and '**' (last only) zero or more;
     * NATS has '*' (one token) and '>' (one or more, last only). So "a.*" is the same subject, and
     * "a.**" is the pair "a" and "a.>": two server subscriptions, no message to drop afterwards. A
     * lone "**" would also match the empty key, which no publish can use (keys are checked), so it
     * is just "prefix.>".
     *
     * JetStream keeps order only within one consumer, so there a pattern is one wider subject
     * (widerSubject): "a.b.**" becomes "a.>", whose extra keys the pipe drops before any handler.
     *
     * Keys are checked, not escaped: a key with whitespace, an empty segment or a NATS wildcard
     * would not be one literal subject, and escaping would make the subjects unreadable to other
     * NATS clients.
     */

    private final String prefix;

    /**
     * Creates the mapping.
     *
     * @param prefix the subject prefix, without its trailing dot; empty for none
     */
    public Subjects(String prefix) {
        this.prefix = prefix;
    }

    /**
     * Checks a prefix given to a builder.
     *
     * @param prefix the prefix
     * @return the prefix
     * @throws IllegalArgumentException if it is not empty and not a valid literal subject
     */
    public static String checkPrefix(String prefix) {
        if (!prefix.isEmpty() && problem(prefix) != null) {
            throw new IllegalArgumentException("subjectPrefix is not a literal NATS subject ("
                    + problem(prefix) + "): \"" + prefix + "\"");
        }
        return prefix;
    }

    /**
     * The subject of a key.
     *
     * @param key the key
     * @return the subject
     * @throws IllegalArgumentException if the key cannot be a literal subject (the message says why)
     */
    public String subject(String key) {
        String why = problem(key);
        if (why != null) {
            throw new IllegalArgumentException("key is not a literal NATS subject (" + why + "): \"" + key + "\"");
        }
        return prefixed(key);
    }

    /**
     * The key a subject of this mapping carries.
     *
     * @param subject a subject made by {@link #subject} (or matched by a pattern of this mapping)
     * @return the key
     */
    public String key(String subject) {
        return prefix.isEmpty() ? subject : subject.substring(prefix.length() + 1);
    }

    /**
     * The subjects whose union matches exactly the keys of a pattern.
     *
     * @param pattern a pattern of the pipe's syntax, already checked by the pipe
     * @return one or two subjects, NATS wildcards included
     * @throws IllegalArgumentException if a literal segment cannot be part of a subject
     */
    public List<String> patternSubjects(String pattern) {
        String[] segments = pattern.split("\\.", -1);
        StringBuilder head = new StringBuilder();
        for (int i = 0; i < segments.length; i++) {
            String segment = segments[i];
            boolean last = i == segments.length - 1;
            if (segment.equals("**") && last) {
                List<String> subjects = new ArrayList<>(2);
                if (head.length() > 0) {
                    subjects.add(prefixed(head.toString()));
                    subjects.add(prefixed(head + ".>"));
                } else {
                    subjects.add(prefixed(">"));
                }
                return subjects;
            }
            if (!segment.equals("*")) {
                String why = problem(segment);
                if (why != null) {
                    throw new IllegalArgumentException("pattern segment is not a literal NATS token (" + why + "): \""
                            + pattern + "\"");
                }
            }
            if (head.length() > 0) {
                head.append('.');
            }
            head.append(segment);
        }
        return List.of(prefixed(head.toString()));
    }

    /**
     * One subject that matches every key of a pattern, and possibly more (the pipe drops the
     * extra): a pattern ending in {@code **} becomes its parent's {@code >}, so that one JetStream
     * consumer, in stream order, serves the whole pattern.
     *
     * @param pattern a pattern of the pipe's syntax, already checked by the pipe
     * @return the subject
     * @throws IllegalArgumentException if a literal segment cannot be part of a subject
     */
    public String widerSubject(String pattern) {
        List<String> exact = patternSubjects(pattern);
        if (exact.size() == 1) {
            return exact.get(0);
        }
        String head = pattern.substring(0, pattern.length() - ".**".length());
        int lastDot = head.lastIndexOf('.');
        return prefixed(lastDot < 0 ? ">" : head.substring(0, lastDot) + ".>");
    }

    private String prefixed(String subject) {
        return prefix.isEmpty() ? subject : prefix + "." + subject;
    }

    /** Why {@code text} is not a literal subject, or null if it is one. */
    static String problem(String text) {
        if (text.isEmpty()) {
            return "empty";
        }
        int segmentStart = 0;
        for (int i = 0; i <= text.length(); i++) {
            char c = i < text.length() ? text.charAt(i) : '.';
            if (c == '.') {
                if (i == segmentStart) {
                    return "empty segment";
                }
                String segment = text.substring(segmentStart, i);
                if (segment.equals("*") || segment.equals(">")) {
                    return "wildcard segment " + segment;
                }
                segmentStart = i + 1;
            } else if (Character.isWhitespace(c) || c == '\u0000') {
                return "whitespace or NUL at index " + i;
            }
        }
        return null;
    }
}

package dev.lilt.pipe.link;

import java.util.BitSet;
import java.util.List;

/**
 * Counts of one burst as one receiver saw it: the messages {@code prefix0 .. prefix(sent-1)} in
 * arrival order, other texts ignored.
 *
 * @param sent messages published
 * @param received messages of the burst that arrived, repeats included
 * @param lost messages never received
 * @param duplicated arrivals of a message already received
 * @param outOfOrder arrivals of a number lower than one received before it
 * @param gapless true when what arrived is exactly {@code 0 .. k-1} for some k: every loss at the end
 */
record Tally(int sent, int received, int lost, int duplicated, int outOfOrder, boolean gapless) {
    static Tally of(String prefix, int sent, List<String> arrivals) {
        BitSet seen = new BitSet(sent);
        int received = 0;
        int duplicated = 0;
        int outOfOrder = 0;
        int highest = -1;
        for (String text : arrivals) {
            if (!text.startsWith(prefix)) {
                continue;
            }
            int n = Integer.parseInt(text.substring(prefix.length()));
            received++;
            if (seen.get(n)) {
                duplicated++;
            }
            seen.set(n);
            if (n < highest) {
                outOfOrder++;
            }
            highest = Math.max(highest, n);
        }
        return new Tally(sent, received, sent - seen.cardinality(), duplicated, outOfOrder,
                seen.cardinality() == highest + 1);
    }
}

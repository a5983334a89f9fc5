package dev.lilt.bench.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.imageio.ImageIO;

/**
 * Draws a JMH JSON result file as a PNG of horizontal bar panels: one panel per benchmark class
 * (and per parameter set when each set has three or more methods), Lilt in teal, the hand-written
 * limit in grey, peers in orange, each bar labelled with its score, its ratio to the limit and,
 * with {@code -prof gc}, its bytes per operation.
 *
 * <p>Run: {@code java -cp bench/target/benchmarks.jar dev.lilt.bench.chart.ChartMain results.json
 * [more.json ...] out.png}
 */
public final class ChartMain {
    private static final int WIDTH = 1100;
    private static final int LABEL_W = 230;
    private static final int VALUE_W = 300;
    private static final int BAR_H = 20;
    private static final int TITLE_H = 30;
    private static final int GAP = 14;
    private static final Color LILT = new Color(0x13, 0x8D, 0x90);
    private static final Color LIMIT = new Color(0x9A, 0x9A, 0x9A);
    private static final Color PEER = new Color(0xE0, 0x7A, 0x2F);
    private static final Color TEXT = new Color(0x22, 0x22, 0x22);

    private ChartMain() {
    }

    /** A panel: a title and its bars, all in one unit. */
    record Panel(String title, List<Bar> bars) {
    }

    /** A bar. */
    record Bar(String label, Result result) {
    }

    /**
     * Reads one or more JMH JSON files and writes the last argument (PNG). A benchmark class
     * found in a later file replaces that class's rows from earlier files, so a focused rerun
     * can supersede part of a suite.
     *
     * @param args {@code results.json [more.json ...] out.png}
     * @throws IOException if a file cannot be read or written
     */
    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: ChartMain results.json [more.json ...] out.png");
            System.exit(2);
        }
        List<Result> results = new ArrayList<>();
        for (int i = 0; i < args.length - 1; i++) {
            results = merge(results, Result.parse(Files.readString(Path.of(args[i]), StandardCharsets.UTF_8)));
        }
        BufferedImage image = render(panels(results));
        Path out = Path.of(args[args.length - 1]);
        if (out.getParent() != null) {
            Files.createDirectories(out.getParent());
        }
        ImageIO.write(image, "png", out.toFile());
        System.out.println("wrote " + out + " (" + image.getWidth() + "x" + image.getHeight() + ")");
    }

    /**
     * The rows of {@code earlier} whose class {@code later} does not have, then all of {@code later}.
     *
     * @param earlier rows read first
     * @param later   rows read next
     * @return the merged rows
     */
    static List<Result> merge(List<Result> earlier, List<Result> later) {
        java.util.Set<String> replaced = new java.util.HashSet<>();
        later.forEach(r -> replaced.add(r.group()));
        List<Result> merged = new ArrayList<>();
        for (Result r : earlier) {
            if (!replaced.contains(r.group())) {
                merged.add(r);
            }
        }
        merged.addAll(later);
        return merged;
    }

    /**
     * Groups results into panels.
     *
     * @param results JMH rows
     * @return panels in file order
     */
    static List<Panel> panels(List<Result> results) {
        Map<String, Map<String, List<Result>>> byClass = new LinkedHashMap<>();
        for (Result r : results) {
            byClass.computeIfAbsent(r.group(), k -> new LinkedHashMap<>())
                    .computeIfAbsent(r.paramLabel(), k -> new ArrayList<>()).add(r);
        }
        List<Panel> panels = new ArrayList<>();
        byClass.forEach((group, bySet) -> {
            boolean split = bySet.values().stream().allMatch(l -> l.size() >= 3);
            if (split) {
                bySet.forEach((set, rows) -> {
                    List<Bar> bars = new ArrayList<>();
                    rows.forEach(r -> bars.add(new Bar(r.method(), r)));
                    panels.add(new Panel(group + (set.isEmpty() ? "" : "  ·  " + set), bars));
                });
            } else {
                List<Bar> bars = new ArrayList<>();
                bySet.forEach((set, rows) -> rows.forEach(r ->
                        bars.add(new Bar(r.method() + (set.isEmpty() ? "" : " " + shortParams(r)), r))));
                panels.add(new Panel(group, bars));
            }
        });
        return panels;
    }

    private static String shortParams(Result r) {
        return String.join(" ", r.params().values());
    }

    static BufferedImage render(List<Panel> panels) {
        int height = 50;
        for (Panel p : panels) {
            height += TITLE_H + p.bars().size() * (BAR_H + 4) + GAP;
        }
        BufferedImage img = new BufferedImage(WIDTH, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, WIDTH, height);
        Font title = new Font(Font.SANS_SERIF, Font.BOLD, 15);
        Font body = new Font(Font.SANS_SERIF, Font.PLAIN, 13);
        g.setColor(TEXT);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 18));
        g.drawString("Lilt (teal) beside its peers (orange) and the hand-written limit (grey); shorter is faster",
                16, 30);
        int y = 50;
        int barMax = WIDTH - LABEL_W - VALUE_W - 20;
        for (Panel p : panels) {
            g.setFont(title);
            g.setColor(TEXT);
            String unit = p.bars().get(0).result().unit();
            g.drawString(p.title() + "   (" + unit + ")", 16, y + 20);
            y += TITLE_H;
            double max = 0;
            double limit = Double.NaN;
            for (Bar b : p.bars()) {
                max = Math.max(max, b.result().score());
                if (b.result().method().equals("limit") && p.bars().stream()
                        .filter(o -> o.result().method().equals("limit")).count() == 1) {
                    limit = b.result().score();
                }
            }
            g.setFont(body);
            FontMetrics fm = g.getFontMetrics();
            for (Bar b : p.bars()) {
                Result r = b.result();
                g.setColor(TEXT);
                g.drawString(b.label(), LABEL_W - 10 - fm.stringWidth(b.label()), y + 15);
                int w = max > 0 ? (int) Math.max(2, Math.round(barMax * r.score() / max)) : 2;
                g.setColor(colorOf(r.method()));
                g.fillRect(LABEL_W, y + 2, w, BAR_H - 2);
                g.setColor(TEXT);
                g.drawString(valueLabel(r, limit), LABEL_W + w + 8, y + 15);
                y += BAR_H + 4;
            }
            g.setColor(new Color(0xDD, 0xDD, 0xDD));
            g.setStroke(new BasicStroke(1));
            g.drawLine(16, y + GAP / 2, WIDTH - 16, y + GAP / 2);
            y += GAP;
        }
        g.dispose();
        return img;
    }

    private static Color colorOf(String method) {
        if (method.startsWith("lilt") || method.equals("sequence") || method.equals("free")
                || method.startsWith("create")) {
            return LILT;
        }
        return method.equals("limit") ? LIMIT : PEER;
    }

    static String valueLabel(Result r, double limit) {
        StringBuilder sb = new StringBuilder(format(r.score()));
        if (!Double.isNaN(limit) && !r.method().equals("limit") && limit > 0) {
            sb.append("  (").append(String.format(Locale.ROOT, "%.1f", r.score() / limit)).append("× limit)");
        }
        if (!Double.isNaN(r.bytesPerOp())) {
            sb.append("  ").append(format(r.bytesPerOp())).append(" B/op");
        }
        return sb.toString();
    }

    static String format(double v) {
        if (v >= 100) {
            return String.format(Locale.ROOT, "%,.0f", v);
        }
        if (v >= 10) {
            return String.format(Locale.ROOT, "%.1f", v);
        }
        return String.format(Locale.ROOT, "%.2f", v);
    }
}

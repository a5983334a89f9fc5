package dev.lilt.demo;

import dev.lilt.motion.Ease;
import dev.lilt.motion.Motion;
import dev.lilt.motion.MotionHandle;
import dev.lilt.motion.MotionScheduler;
import dev.lilt.pipe.MessageHandler;
import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.PipeDiagnostics;
import dev.lilt.pipe.Publisher;
import dev.lilt.pipe.Subscriber;
import dev.lilt.pipe.Subscription;
import java.awt.AlphaComposite;
import java.awt.Color;
import java.awt.Composite;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Graphics2D;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JPanel;

/**
 * Scene 7: MessagePipe's damage example done right. A {@code Damage} message has an HP subscriber and an
 * HP-bar subscriber that animates with Lilt (plus a floating-number popup). In Lilt's pipe
 * handlers always run in subscription order; closing a subscriber and subscribing it again moves
 * it to the end, and the log shows it. The bar does not depend on that order: it keeps its own
 * target from the message instead of reading the HP subscriber's state.
 */
final class PipeScene implements Scene {
    static final int MAX_HP = 100;
    private static final int[] HITS = {12, 7, 20, 9, 15, 11};
    private static final int LOG_LINES = 16;
    private static final int BAR_X = 40;
    private static final int BAR_Y = 250;
    private static final int BAR_W = 360;
    private static final int BAR_H = 26;

    /** The message: damage dealt to the player. */
    record Damage(int amount) {
    }

    /** Records where each subscription was made, for the inspector scene. */
    private final MessagePipe pipe = MessagePipe.builder().captureSubscriptionSites(true).build();
    private final Publisher<Damage> publisher = pipe.publisher(Damage.class);
    private final Subscriber<Damage> subscriber = pipe.subscriber(Damage.class);
    private final Listener hpListener = new Listener("HP", this::applyDamage);
    private final Listener barListener = new Listener("HP bar", this::animateBar);
    private final Listener popupListener = new Listener("popup", this::popup);
    private final List<Listener> listeners = List.of(hpListener, barListener, popupListener);
    private final ArrayDeque<String> log = new ArrayDeque<>();
    private final List<Popup> popups = new ArrayList<>();
    private final StringBuilder calls = new StringBuilder();
    private MotionScheduler motions;
    private int nextSubscriptionId = 1;
    private int hits;
    private int hp = MAX_HP;
    private int barTarget = MAX_HP;
    private float barShown = MAX_HP;
    private float barTrail = MAX_HP;
    private MotionHandle barMotion = MotionHandle.NONE;
    private MotionHandle trailMotion = MotionHandle.NONE;
    private JPanel controls;

    /** A subscriber the user can close and subscribe again. */
    private final class Listener {
        final String name;
        final MessageHandler<Damage> handler;
        Subscription subscription;
        int id;

        Listener(String name, MessageHandler<Damage> handler) {
            this.name = name;
            this.handler = handler;
        }

        boolean subscribed() {
            return subscription != null;
        }

        void toggle() {
            if (subscribed()) {
                subscription.close();
                subscription = null;
                note("closed #" + id + " " + name);
            } else {
                id = nextSubscriptionId++;
                if (this == barListener) {
                    barTarget = hp;
                    animateBarTo(hp);
                }
                subscription = subscriber.subscribe(handler);
                note("subscribed " + name + " as #" + id);
            }
            refreshControls();
        }
    }

    /** A floating damage number, risen and faded by two Lilt motions. */
    private static final class Popup {
        final int amount;
        final float x;
        float rise;
        float alpha = 1f;

        Popup(int amount, float x) {
            this.amount = amount;
            this.x = x;
        }
    }

    @Override
    public String title() {
        return "Pipe";
    }

    @Override
    public Dimension size() {
        return new Dimension(960, 460);
    }

    @Override
    public void start(MotionScheduler scheduler) {
        this.motions = scheduler;
        for (Listener l : listeners) {
            l.toggle();
        }
    }

    /** The live subscriptions of this scene's pipe, for the inspector scene. */
    PipeDiagnostics diagnostics() {
        return pipe.diagnostics();
    }

    int hp() {
        return hp;
    }

    float barShown() {
        return barShown;
    }

    List<String> log() {
        return List.copyOf(log);
    }

    /** Publishes the next damage in a fixed cycle and logs which handlers ran, in order. */
    void hit() {
        hit(HITS[hits % HITS.length]);
    }

    /** The next damage of the fixed cycle, for a process that publishes them elsewhere. */
    static int damageAt(int index) {
        return HITS[index % HITS.length];
    }

    /** Publishes a damage to this scene's local pipe and logs which handlers ran, in order. */
    void hit(int amount) {
        hits++;
        calls.setLength(0);
        publisher.publish(new Damage(amount));
        note("Damage(" + amount + ") -> " + (calls.length() == 0 ? "nobody" : calls));
    }

    void heal() {
        hp = MAX_HP;
        barTarget = MAX_HP;
        animateBarTo(MAX_HP);
        note("healed to " + MAX_HP + " (bar resynced)");
    }

    void toggle(String name) {
        for (Listener l : listeners) {
            if (l.name.equals(name)) {
                l.toggle();
                return;
            }
        }
        throw new IllegalArgumentException("no subscriber named " + name);
    }

    private void applyDamage(Damage d) {
        hp = Math.max(0, hp - d.amount());
        called(hpListener, "hp " + hp);
    }

    private void animateBar(Damage d) {
        barTarget = Math.max(0, barTarget - d.amount());
        animateBarTo(barTarget);
        called(barListener, "bar -> " + barTarget);
    }

    private void animateBarTo(int target) {
        barMotion.tryCancel();
        trailMotion.tryCancel();
        barMotion = Motion.create(barShown, (float) target, 0.45).withScheduler(motions).withEase(Ease.OUT_CUBIC)
                .withDebugName("hp bar").bind(this, (v, s) -> s.barShown = v);
        trailMotion = Motion.create(barTrail, (float) target, 0.5).withScheduler(motions).withEase(Ease.IN_OUT_QUAD)
                .withDelay(0.35).withDebugName("hp trail").bind(this, (v, s) -> s.barTrail = v);
    }

    private void popup(Damage d) {
        Popup p = new Popup(d.amount(), BAR_X + 60 + (hits * 47) % 240);
        popups.add(p);
        Motion.create(0f, 70f, 0.9).withScheduler(motions).withEase(Ease.OUT_QUART).withDebugName("popup rise")
                .bind(p, (v, s) -> s.rise = v);
        Motion.create(1f, 0f, 0.4).withScheduler(motions).withDelay(0.5).withEase(Ease.IN_QUAD)
                .withDebugName("popup fade").withOnComplete(() -> popups.remove(p)).bind(p, (v, s) -> s.alpha = v);
        called(popupListener, "-" + d.amount());
    }

    private void called(Listener l, String what) {
        if (calls.length() > 0) {
            calls.append(", ");
        }
        calls.append('#').append(l.id).append(' ').append(l.name).append(" (").append(what).append(')');
    }

    private void note(String line) {
        log.addLast(line);
        while (log.size() > LOG_LINES) {
            log.removeFirst();
        }
    }

    @Override
    public void paint(Graphics2D g) {
        g.setFont(Canvas.TITLE);
        g.setColor(Canvas.TEXT);
        g.drawString("Damage message -> HP subscriber and HP-bar subscriber (animated with Lilt)", 16, 26);
        g.setFont(Canvas.LABEL);
        g.setColor(Canvas.DIM_TEXT);
        g.drawString("Handlers always run in subscription order; close one and subscribe it again and it moves"
                + " to the end.", 16, 46);
        paintPlayer(g);
        paintLog(g);
    }

    private void paintPlayer(Graphics2D g) {
        g.setColor(Canvas.PANEL);
        g.fillRoundRect(BAR_X + 140, 110, 80, 110, 16, 16);
        Composite before = g.getComposite();
        g.setFont(Canvas.TITLE);
        for (Popup p : popups) {
            g.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, Math.max(0f, Math.min(1f, p.alpha))));
            g.setColor(Canvas.HOT);
            g.drawString("-" + p.amount, p.x, 200 - p.rise);
        }
        g.setComposite(before);
        g.setColor(Canvas.GRID);
        g.fillRect(BAR_X, BAR_Y, BAR_W, BAR_H);
        g.setColor(Canvas.HOT);
        g.fillRect(BAR_X, BAR_Y, width(barTrail), BAR_H);
        g.setColor(Canvas.GOOD);
        g.fillRect(BAR_X, BAR_Y, width(barShown), BAR_H);
        g.setColor(Canvas.TEXT);
        g.drawRect(BAR_X, BAR_Y, BAR_W, BAR_H);
        g.setFont(Canvas.MONO);
        g.drawString("HP subscriber: " + hp + " / " + MAX_HP, BAR_X, BAR_Y + BAR_H + 22);
        g.drawString(String.format(java.util.Locale.ROOT, "HP bar subscriber: target %d, shown %.1f", barTarget,
                barShown), BAR_X, BAR_Y + BAR_H + 40);
        int y = BAR_Y + BAR_H + 76;
        g.setColor(Canvas.DIM_TEXT);
        g.drawString("subscription order:", BAR_X, y);
        List<Listener> ordered = new ArrayList<>(listeners);
        ordered.removeIf(l -> !l.subscribed());
        ordered.sort((a, b) -> Integer.compare(a.id, b.id));
        StringBuilder order = new StringBuilder();
        for (Listener l : ordered) {
            order.append(order.length() == 0 ? "" : "  ->  ").append('#').append(l.id).append(' ').append(l.name);
        }
        g.setColor(Canvas.ACCENT);
        g.drawString(order.length() == 0 ? "(none)" : order.toString(), BAR_X, y + 18);
    }

    private static int width(float value) {
        return Math.round(BAR_W * Math.max(0f, Math.min(MAX_HP, value)) / MAX_HP);
    }

    private void paintLog(Graphics2D g) {
        int x = 440;
        g.setColor(Canvas.PANEL);
        g.fillRoundRect(x - 10, 64, 520, 380, 12, 12);
        g.setFont(Canvas.MONO);
        g.setColor(Canvas.DIM_TEXT);
        g.drawString("event log (handlers in the order they ran)", x, 86);
        int y = 110;
        for (String line : log) {
            g.setColor(line.startsWith("Damage") ? Canvas.TEXT : Canvas.DIM_TEXT);
            g.drawString(line, x, y);
            y += 20;
        }
    }

    @Override
    public JComponent controls() {
        controls = new JPanel(new FlowLayout(FlowLayout.LEFT));
        refreshControls();
        return controls;
    }

    private void refreshControls() {
        if (controls == null) {
            return;
        }
        controls.removeAll();
        JButton hit = new JButton("Hit");
        hit.addActionListener(e -> hit());
        controls.add(hit);
        JButton heal = new JButton("Heal");
        heal.addActionListener(e -> heal());
        controls.add(heal);
        for (Listener l : listeners) {
            JButton b = new JButton(l.subscribed() ? "Close #" + l.id + " " + l.name : "Subscribe " + l.name);
            b.setForeground(l.subscribed() ? Color.BLACK : Canvas.HOT.darker());
            b.addActionListener(e -> l.toggle());
            controls.add(b);
        }
        controls.revalidate();
        controls.repaint();
    }

    @Override
    public void render(SceneOutput out) throws IOException {
        hit();
        out.advance(1.0);
        toggle("HP");
        toggle("HP");
        hit();
        out.advance(1.0);
        toggle("HP bar");
        hit();
        toggle("HP bar");
        hit();
        out.advance(0.3);
        out.png("pipe.png", this);
        out.text("pipe-log.txt", String.join(System.lineSeparator(), log) + System.lineSeparator());
    }
}

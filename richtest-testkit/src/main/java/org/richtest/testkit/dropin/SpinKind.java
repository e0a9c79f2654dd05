package org.richtest.testkit.dropin;

import org.richtest.sync.concurrent.AtomicBoolean;
import org.richtest.sync.concurrent.AtomicInteger;

/**
 * Spin loops: a flag awaited by {@code while (!flag.get()) Thread.onSpinWait()}, set and cleared;
 * a second flag awaited with the first, {@code while (!flag.get() && !other.get())}, a turn of two
 * reads; a spin lock taken by {@code while (!lock.compareAndSet(false, true))} and released; and a
 * counter incremented by a compare-and-set retry loop. A read that begins a turn of reads again, or
 * a failed compare-and-set repeated, with nothing done since, waits for a write (docs/decisions.md,
 * "Spin loops"), so a spin whose write never comes ends the run as a livelock, which the oracle
 * finds too, and every program's space is finite: the writes are. Two spins in a row of one thread
 * with nothing between read at one call site (the program's loop over its steps): the second's
 * first read of the write that ended the first waits for another write, as a loop that counts its
 * turns does (the guide's known gaps). No reference model.
 */
final class SpinKind implements UniformKind {

  private static final String[] OPERATIONS = {
    "spinUntilSet", "spinUntilSet", "set", "clear", "casIncrement",
    "spinUntilEither", "spinUntilEither", "setOther", "clearOther", "lock", "unlock"
  };

  /** The flags spun on, the spin lock and the counter incremented by compare-and-set. */
  private record Spin(
      AtomicBoolean flag, AtomicBoolean other, AtomicBoolean lock, AtomicInteger counter) {}

  @Override
  public String[] operations() {
    return OPERATIONS;
  }

  @Override
  public String name() {
    return "spin";
  }

  @Override
  public boolean isSharedVariable() {
    return true;
  }

  @Override
  public Object create(int parameter, String name, Model model) {
    return new Spin(new AtomicBoolean(false, name), new AtomicBoolean(false, name + ".other"),
        new AtomicBoolean(false, name + ".lock"), new AtomicInteger(0, name + ".count"));
  }

  @Override
  public String perform(Object target, Step step, Body body) {
    Spin spin = (Spin) target;
    switch (step.operation()) {
      case "spinUntilSet" -> {
        while (!spin.flag().get()) {
          Thread.onSpinWait();
        }
      }
      case "spinUntilEither" -> {
        while (!spin.flag().get() && !spin.other().get()) {
          Thread.onSpinWait();
        }
      }
      case "lock" -> {
        while (!spin.lock().compareAndSet(false, true)) {
          Thread.onSpinWait();
        }
      }
      case "unlock" -> spin.lock().set(false);
      case "setOther" -> spin.other().set(true);
      case "clearOther" -> spin.other().set(false);
      case "set" -> spin.flag().set(true);
      case "clear" -> spin.flag().set(false);
      case "casIncrement" -> {
        int seen;
        do {
          seen = spin.counter().get();
        } while (!spin.counter().compareAndSet(seen, seen + 1));
        return String.valueOf(seen);
      }
      default -> throw new IllegalArgumentException("no spin operation " + step.operation());
    }
    return "";
  }

  @Override
  public String finalState(Object target) {
    Spin spin = (Spin) target;
    return spin.flag().get() + "," + spin.other().get() + "," + spin.lock().get() + ","
        + spin.counter().get();
  }
}

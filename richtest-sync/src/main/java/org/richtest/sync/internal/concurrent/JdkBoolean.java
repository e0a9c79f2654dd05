package org.richtest.sync.internal.concurrent;

import java.util.concurrent.atomic.AtomicBoolean;
import org.jspecify.annotations.Nullable;

/**
 * The JDK's {@code boolean} atomic behind an {@code AtomicBoolean} drop-in created outside an
 * exploration, seen through the operations it shares with {@code AtomicReference}: each forwards to
 * the JDK method of the same name.
 */
public final class JdkBoolean implements ValueOperations<Boolean>, Identified {

  private final AtomicBoolean real;
  private final Outside outside;

  /** Creates the JDK's atomic holding {@code initialValue}, for a drop-in called {@code name}. */
  public JdkBoolean(boolean initialValue, @Nullable String name) {
    this.real = new AtomicBoolean(initialValue);
    this.outside = new Outside("AtomicBoolean", name);
  }

  @Override
  public Outside identity() {
    return outside;
  }

  @Override
  public Boolean get() {
    return real.get();
  }

  @Override
  public Boolean getPlain() {
    return real.getPlain();
  }

  @Override
  public Boolean getOpaque() {
    return real.getOpaque();
  }

  @Override
  public Boolean getAcquire() {
    return real.getAcquire();
  }

  @Override
  public void set(Boolean newValue) {
    real.set(newValue);
  }

  @Override
  public void lazySet(Boolean newValue) {
    real.lazySet(newValue);
  }

  @Override
  public void setPlain(Boolean newValue) {
    real.setPlain(newValue);
  }

  @Override
  public void setOpaque(Boolean newValue) {
    real.setOpaque(newValue);
  }

  @Override
  public void setRelease(Boolean newValue) {
    real.setRelease(newValue);
  }

  @Override
  public Boolean getAndSet(Boolean newValue) {
    return real.getAndSet(newValue);
  }

  @Override
  public boolean compareAndSet(Boolean expectedValue, Boolean newValue) {
    return real.compareAndSet(expectedValue, newValue);
  }

  @Override
  public boolean weakCompareAndSet(Boolean expectedValue, Boolean newValue) {
    return real.weakCompareAndSetPlain(expectedValue, newValue);
  }

  @Override
  public boolean weakCompareAndSetPlain(Boolean expectedValue, Boolean newValue) {
    return real.weakCompareAndSetPlain(expectedValue, newValue);
  }

  @Override
  public boolean weakCompareAndSetVolatile(Boolean expectedValue, Boolean newValue) {
    return real.weakCompareAndSetVolatile(expectedValue, newValue);
  }

  @Override
  public boolean weakCompareAndSetAcquire(Boolean expectedValue, Boolean newValue) {
    return real.weakCompareAndSetAcquire(expectedValue, newValue);
  }

  @Override
  public boolean weakCompareAndSetRelease(Boolean expectedValue, Boolean newValue) {
    return real.weakCompareAndSetRelease(expectedValue, newValue);
  }

  @Override
  public Boolean compareAndExchange(Boolean expectedValue, Boolean newValue) {
    return real.compareAndExchange(expectedValue, newValue);
  }

  @Override
  public Boolean compareAndExchangeAcquire(Boolean expectedValue, Boolean newValue) {
    return real.compareAndExchangeAcquire(expectedValue, newValue);
  }

  @Override
  public Boolean compareAndExchangeRelease(Boolean expectedValue, Boolean newValue) {
    return real.compareAndExchangeRelease(expectedValue, newValue);
  }

  /** Returns the value as text, as the JDK's. */
  @Override
  public String toString() {
    return real.toString();
  }
}

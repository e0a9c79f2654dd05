package org.richtest.agent;

import java.lang.instrument.Instrumentation;
import java.util.Map;
import java.util.Set;
import org.richtest.agent.internal.AgentOptions;
import org.richtest.agent.internal.ConcurrencyTransformer;
import org.richtest.agent.runtime.Hooks;

/**
 * The RichTest agent: started with {@code -javaagent:richtest-agent.jar[=options]} in a test JVM, it
 * rewrites application classes as they load, so that unmodified code using {@code java.lang.Thread},
 * {@code synchronized}, {@code wait}/{@code notify} and {@code java.util.concurrent} is explored by
 * RichTest; outside an exploration the rewritten code behaves exactly as before. The JDK's own
 * classes are never rewritten.
 *
 * <p>Options, separated by {@code ;}: {@code include=prefix,prefix} rewrites the classes whose names
 * start with a prefix (besides the default: the classes loaded from a directory, such as {@code
 * target/classes}, rather than a jar); {@code exclude=prefix,prefix} leaves them alone; {@code
 * spurious-wakeups} lets an untimed {@code wait} return without a notify, as the JLS allows;
 * {@code verbose} prints each rewritten class on standard error.
 */
public final class RichTestAgent {

  /** The system property the agent sets, so that an exploration knows code was rewritten. */
  public static final String ACTIVE_PROPERTY = "richtest.agent";

  private RichTestAgent() {}

  /** Installs the agent before {@code main}. */
  public static void premain(String arguments, Instrumentation instrumentation) {
    AgentOptions options = AgentOptions.parse(arguments);
    Hooks.configure(options.spuriousWakeups());
    instrumentation.addTransformer(new ConcurrencyTransformer(options), false);
    openVirtualThreadScheduling(instrumentation);
    System.setProperty(ACTIVE_PROPERTY, "active");
  }

  /**
   * Opens {@code java.lang} to the class path's classes, RichTest's among them, as {@code --add-opens
   * java.base/java.lang=ALL-UNNAMED} would: an exploration then runs its virtual threads on a
   * carrier thread of its own, which the JDK lets only its own package choose yet (one worker runs
   * 1.3 to 1.9 times as fast; docs/decisions.md, "A carrier per explorer").
   */
  private static void openVirtualThreadScheduling(Instrumentation instrumentation) {
    Module javaBase = Object.class.getModule();
    Module classPath = ClassLoader.getSystemClassLoader().getUnnamedModule();
    instrumentation.redefineModule(javaBase, Set.of(), Map.of(),
        Map.of("java.lang", Set.of(classPath)), Set.of(), Map.of());
  }
}

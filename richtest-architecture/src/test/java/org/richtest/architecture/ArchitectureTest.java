package org.richtest.architecture;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The one-way arrows of docs/architecture.md, checked on the main classes of every module: no
 * package depends on itself through others, the event model and the trace formats stand alone,
 * the primitives and every module but the engine's own entry points stay off the engine's
 * internals, and each heavy dependency stays in the one module that chose it. A change that breaks
 * one fails {@code mvn verify} naming the classes and lines.
 */
class ArchitectureTest {

  private static JavaClasses classes;

  @BeforeAll
  static void importMainClasses() {
    classes = new ClassFileImporter()
        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .importPackages("org.richtest");
  }

  @Test
  void noPackageDependsOnItselfThroughOthers() {
    check(slices().assignedFrom(new SliceAssignment() {
      @Override
      public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
        return SliceIdentifier.of(javaClass.getPackageName());
      }

      @Override
      public String getDescription() {
        return "each package";
      }
    }).should().beFreeOfCycles());
  }

  @Test
  void eventModel_dependsOnNothingOfRichTestButItself() {
    check(noClasses().that().resideInAPackage("org.richtest.event..")
        .should().dependOnClassesThat(resideInAPackage("org.richtest..")
            .and(not(resideInAPackage("org.richtest.event..")))));
  }

  @Test
  void traceFormats_dependOnTheEventModelOnly() {
    check(noClasses().that().resideInAPackage("org.richtest.trace..")
        .should().dependOnClassesThat().resideInAnyPackage("org.richtest", "org.richtest.internal..",
            "org.richtest.spi..", "org.richtest.workitem..", "org.richtest.sync.."));
  }

  @Test
  void primitivesAndTheirSpi_neverSeeTheEngine() {
    check(noClasses().that().resideInAnyPackage("org.richtest.sync..", "org.richtest.spi..",
            "org.richtest.event..", "org.richtest.agent..")
        .should().dependOnClassesThat().resideInAPackage("org.richtest.internal.."));
  }

  @Test
  void onlyTheEngineAndItsWorkItemEntryImportTheEngine() {
    check(noClasses().that()
        .resideOutsideOfPackages("org.richtest.internal..", "org.richtest.workitem..")
        .should().dependOnClassesThat().resideInAPackage("org.richtest.internal.."));
  }

  @Test
  void theCommandLine_isTheOnlyUserOfPicocli() {
    check(noClasses().that().resideOutsideOfPackage("org.richtest.cli..")
        .should().dependOnClassesThat().resideInAPackage("picocli.."));
  }

  @Test
  void theDistributedEngine_isTheOnlyUserOfHazelcast() {
    check(noClasses().that().resideOutsideOfPackages("org.richtest.distributed..",
            "org.richtest.cli..", "org.richtest.benchmarks..")
        .should().dependOnClassesThat().resideInAPackage("com.hazelcast.."));
  }

  @Test
  void theMavenPlugin_usesNoClassOfRichTest() {
    // It runs in Maven's JVM (17 on these machines), where RichTest's Java 21 classes do not load.
    check(noClasses().that().resideInAPackage("org.richtest.maven..")
        .should().dependOnClassesThat(resideInAPackage("org.richtest..")
            .and(not(resideInAPackage("org.richtest.maven..")))));
  }

  private static void check(ArchRule rule) {
    rule.check(classes);
  }
}

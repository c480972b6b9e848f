"""Which Flink loads a job JAR when neither --flink-home nor FLINK_HOME is given: the one its
Maven metadata names (``graph.jar.job_flink_version``), as the ``apache-flink-libraries`` wheel
of that version; else Flink 2.3.0. No JVM and no download here: the JARs are zip files with
Maven metadata only, and the download is replaced by a record of the version asked for."""

from __future__ import annotations

import zipfile

import pytest

from flink_compat.graph import jar as jar_module
from flink_compat.graph.errors import LoadError
from flink_compat.graph.jar import DEFAULT_FLINK_VERSION, flink_lib, job_flink_version
from tests.compat.test_cli import one_line_error, run

JOB_POM = "META-INF/maven/com.example/alarm/pom.xml"


def pom(dependencies: str, properties: str = "", version: str = "1.5") -> str:
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>com.example</groupId>
  <artifactId>alarm</artifactId>
  <version>{version}</version>
  <properties>{properties}</properties>
  {dependencies}
</project>"""


def dependency(artifact: str, version: str, group: str = "org.apache.flink") -> str:
    return (f"<dependency><groupId>{group}</groupId><artifactId>{artifact}</artifactId>"
            f"<version>{version}</version><scope>provided</scope></dependency>")


def make_jar(path, entries: dict):
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("META-INF/MANIFEST.MF", "Manifest-Version: 1.0\nMain-Class: com.example.Alarm\n")
        for name, text in entries.items():
            z.writestr(name, text)
    return path


@pytest.fixture
def downloads(monkeypatch, tmp_path):
    """The versions whose jars the loader asked for (nothing is downloaded)."""
    monkeypatch.delenv("FLINK_HOME", raising=False)
    asked = []

    def fake_download(version):
        asked.append(version)
        return tmp_path / f"flink-{version}" / "lib"

    monkeypatch.setattr(jar_module, "_downloaded_lib", fake_download)
    return asked


def test_a_property_of_the_job_pom_names_the_version(tmp_path):
    job = make_jar(tmp_path / "job.jar", {JOB_POM: pom(
        f"<dependencies>{dependency('flink-streaming-java', '${flink.version}')}"
        f"{dependency('flink-clients', '${flink.version}')}</dependencies>",
        "<java.version>17</java.version><flink.version>2.1.0</flink.version>")})
    assert job_flink_version(job) == ("2.1.0", JOB_POM)


def test_nested_properties_and_dependency_management(tmp_path):
    job = make_jar(tmp_path / "job.jar", {JOB_POM: pom(
        f"<dependencyManagement><dependencies>{dependency('flink-core', '${flink.major}.${flink.minor}.1')}"
        "</dependencies></dependencyManagement>",
        "<flink.major>2</flink.major><flink.minor>${minor}</flink.minor><minor>0</minor>")})
    assert job_flink_version(job) == ("2.0.1", JOB_POM)


def test_connectors_and_other_projects_of_flink_say_nothing(tmp_path):
    """flink-connector-kafka and flink-shaded-* have versions of their own; the poms of Flink's
    own artifacts bundled in a fat JAR (group org.apache.flink) are not the job's."""
    job = make_jar(tmp_path / "job.jar", {
        JOB_POM: pom(f"<dependencies>{dependency('flink-connector-kafka', '3.3.0-1.20')}"
                     f"{dependency('flink-shaded-guava', '33.4.0-jre-20.0')}"
                     f"{dependency('flink-streaming-java', '2.2.0')}</dependencies>"),
        "META-INF/maven/org.apache.flink/flink-connector-kafka/pom.xml":
            pom(f"<dependencies>{dependency('flink-streaming-java', '1.20.0')}</dependencies>"),
        "META-INF/maven/org.apache.flink/flink-connector-kafka/pom.properties": "version=3.3.0-1.20\n",
    })
    assert job_flink_version(job) == ("2.2.0", JOB_POM)


def test_a_bundled_flink_artifact_when_no_pom_names_one(tmp_path):
    where = "META-INF/maven/org.apache.flink/flink-connector-base/pom.properties"
    job = make_jar(tmp_path / "job.jar", {
        "META-INF/maven/org.apache.flink/flink-connector-kafka/pom.properties": "version=4.0.0-2.0\n",
        where: "#Created by Apache Maven\ngroupId=org.apache.flink\nartifactId=flink-connector-base\nversion=2.2.1\n",
    })
    assert job_flink_version(job) == ("2.2.1", where)


def test_no_maven_metadata_or_a_version_only_a_parent_defines(tmp_path):
    assert job_flink_version(make_jar(tmp_path / "gradle.jar", {})) is None
    job = make_jar(tmp_path / "job.jar", {JOB_POM: pom(
        f"<dependencies>{dependency('flink-streaming-java', '${flink.version}')}</dependencies>")})
    assert job_flink_version(job) is None


def test_poms_that_disagree(tmp_path):
    job = make_jar(tmp_path / "job.jar", {
        JOB_POM: pom(f"<dependencies>{dependency('flink-streaming-java', '2.1.0')}</dependencies>"),
        "META-INF/maven/com.example/lib/pom.xml":
            pom(f"<dependencies>{dependency('flink-core', '2.2.0')}</dependencies>"),
    })
    with pytest.raises(LoadError, match=r"several Flink versions \(2.1.0 in .*alarm/pom.xml; 2.2.0 in .*lib/pom.xml\)"):
        job_flink_version(job)


def test_the_wheel_of_the_named_version_is_used(tmp_path, downloads):
    job = make_jar(tmp_path / "job.jar", {JOB_POM: pom(
        f"<dependencies>{dependency('flink-streaming-java', '2.1.0')}</dependencies>")})
    assert flink_lib(None, job) == tmp_path / "flink-2.1.0" / "lib"
    assert flink_lib(None, make_jar(tmp_path / "gradle.jar", {})) == tmp_path / f"flink-{DEFAULT_FLINK_VERSION}" / "lib"
    assert downloads == ["2.1.0", DEFAULT_FLINK_VERSION]


def test_flink_home_wins_over_the_metadata(tmp_path, downloads, monkeypatch):
    home = tmp_path / "flink"
    (home / "lib").mkdir(parents=True)
    (home / "lib" / "flink-dist-2.3.0.jar").write_bytes(b"")
    job = make_jar(tmp_path / "job.jar", {JOB_POM: pom(
        f"<dependencies>{dependency('flink-streaming-java', '2.1.0')}</dependencies>")})
    assert flink_lib(str(home), job) == (home / "lib").resolve()
    monkeypatch.setenv("FLINK_HOME", str(home))
    assert flink_lib(None, job) == (home / "lib").resolve()
    assert downloads == []


@pytest.mark.parametrize("version, message", [
    ("1.17.2", "built against Flink 1.17.2 (META-INF/maven/com.example/alarm/pom.xml); flink-compat loads "
               "job JARs with Flink 1.18 to 1.20 and 2.x: give --flink-home (or FLINK_HOME) with one of those to load "
               "it with that"),
    ("2.3-SNAPSHOT", "built against Flink 2.3-SNAPSHOT (META-INF/maven/com.example/alarm/pom.xml), which is not a "
                     "Flink release whose jars can be downloaded: give --flink-home (or FLINK_HOME) with that Flink"),
])
def test_a_version_without_jars_to_load_it_with(tmp_path, downloads, version, message):
    job = make_jar(tmp_path / "job.jar", {JOB_POM: pom(
        f"<dependencies>{dependency('flink-streaming-java_2.12', version)}</dependencies>")})
    with pytest.raises(LoadError) as error:
        flink_lib(None, job)
    assert str(error.value) == f"{job}: {message}"
    assert downloads == []


def test_the_cli_says_so_in_one_line(tmp_path, monkeypatch):
    monkeypatch.delenv("FLINK_HOME", raising=False)
    job = make_jar(tmp_path / "job.jar", {JOB_POM: pom(
        f"<dependencies>{dependency('flink-streaming-java', '1.17.2')}</dependencies>")})
    code, out, err = run("graph", job)
    assert code == 2 and out == ""
    assert one_line_error(err).endswith("built against Flink 1.17.2 (META-INF/maven/com.example/alarm/pom.xml); "
                                        "flink-compat loads job JARs with Flink 1.18 to 1.20 and 2.x: give --flink-home "
                                        "(or FLINK_HOME) with one of those to load it with that")


def test_the_jars_of_a_wheel_or_of_a_source_archive(tmp_path):
    """PyPI has wheels of apache-flink-libraries 2.2.x and 2.3.0, only source archives of 2.0.0
    and 2.1.x: Flink's lib jars are taken from either (and nothing else: opt/, plugins/)."""
    import io
    import tarfile

    wheel = tmp_path / "apache_flink_libraries-2.2.1-py2.py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as z:
        z.writestr("pyflink/lib/flink-dist-2.2.1.jar", b"dist")
        z.writestr("pyflink/opt/flink-python-2.2.1.jar", b"opt")
    sdist = tmp_path / "apache-flink-libraries-2.0.0.tar.gz"
    with tarfile.open(sdist, "w:gz") as t:
        for name, data in (("apache-flink-libraries-2.0.0/deps/lib/flink-dist-2.0.0.jar", b"dist"),
                           ("apache-flink-libraries-2.0.0/deps/opt/flink-python-2.0.0.jar", b"opt"),
                           ("apache-flink-libraries-2.0.0/deps/plugins/x/flink-metrics-x-2.0.0.jar", b"plugin")):
            info = tarfile.TarInfo(name)
            info.size = len(data)
            t.addfile(info, io.BytesIO(data))
    for archive, jar in ((wheel, "flink-dist-2.2.1.jar"), (sdist, "flink-dist-2.0.0.jar")):
        out = tmp_path / f"{jar}-unpacked"
        out.mkdir()
        jar_module._unpack_jars(archive, out)
        assert [p.name for p in out.iterdir()] == [jar]
        assert (out / jar).read_bytes() == b"dist"

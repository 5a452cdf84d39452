import { buildTimeseries } from '../testing/builders';
import {
  isEmergencyQuery,
  sumTimeseries,
  timeseriesPoints,
  validateTimeseriesUserIds,
} from './timeseries';

test('user ids must be a non-empty array of truthy ids', () => {
  expect(validateTimeseriesUserIds([1, 2, 1])).toEqual([1, 2]);
  expect(validateTimeseriesUserIds(['3'])).toEqual([3]);
  expect(() => validateTimeseriesUserIds([])).toThrow('non-empty');
  expect(() => validateTimeseriesUserIds(null)).toThrow('non-empty');
  expect(() => validateTimeseriesUserIds([1, 0])).toThrow('non-empty');
  expect(() => validateTimeseriesUserIds([1, null])).toThrow('non-empty');
  expect(() => validateTimeseriesUserIds([1, ''])).toThrow('non-empty');
});

test('a location-specific query accepts only one user id', () => {
  expect(validateTimeseriesUserIds([5], 'loc-1')).toEqual([5]);
  expect(() => validateTimeseriesUserIds([5, 6], 'loc-1')).toThrow('only one');
});

test('per-owner answers are summed by startTime', () => {
  const summed = sumTimeseries([
    buildTimeseries([
      { startTime: 200, count: 1 },
      { startTime: 100, count: 2 },
    ]),
    buildTimeseries([{ startTime: 200, count: 3 }]),
    { items: [], count: 0 },
  ]);
  expect(summed).toEqual({
    items: [
      {
        timeseries: [
          { startTime: 100, count: 2 },
          { startTime: 200, count: 4 },
        ],
      },
    ],
    count: 6,
  });
  expect(timeseriesPoints(summed)).toHaveLength(2);
  expect(timeseriesPoints(undefined)).toEqual([]);
});

test('emergencies are Medical, Fire and Police', () => {
  expect(isEmergencyQuery(['Police', 'Medical', 'Fire'])).toBe(true);
  expect(isEmergencyQuery(['Police'])).toBe(false);
  expect(isEmergencyQuery(undefined)).toBe(false);
});
